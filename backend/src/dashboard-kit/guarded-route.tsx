import {
    type AnyRoute,
    type DashboardRouteDefinition,
    Page,
    type PageBreadcrumb,
    PageTitle,
    usePermissions,
} from '@vendure/dashboard';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A dashboard route that declares the permission it needs, once: the menu entry hides without it and the page
 * refuses politely when reached by URL. (Vendure's route definition has no permission of its own; the admin
 * API refuses anyway; this is the staff member's explanation.)
 */
export interface GuardedRouteDefinition extends DashboardRouteDefinition {
    requiresPermission: string[];
    /** What the role lacks, as in "Your role does not include {what}." (a message: translated where shown) */
    forbiddenWhat: MessageDescriptor;
}

export function guardedRoute({
    requiresPermission,
    forbiddenWhat,
    ...route
}: GuardedRouteDefinition): DashboardRouteDefinition {
    return {
        ...route,
        navMenuItem: route.navMenuItem ? { ...route.navMenuItem, requiresPermission } : undefined,
        component: r => (
            <PermissionGate permissions={requiresPermission} what={forbiddenWhat}>
                {route.component(r)}
            </PermissionGate>
        ),
    };
}

/**
 * A list's route and the route of one record in it (`<path>/$id`; `new` as the id creates), with the same permission:
 * the list's breadcrumb is its title, the record's leads back to the list. The menu entry's id is the path's
 * (`/financing/areas`: `financing-areas`) unless given.
 */
export function listAndDetailRoutes({
    path,
    listTitle,
    recordTitle,
    parents = [],
    listPage,
    detailPage,
    ...access
}: Readonly<{
    requiresPermission: string[];
    forbiddenWhat: MessageDescriptor;
    path: string;
    navMenuItem?: Omit<NonNullable<DashboardRouteDefinition['navMenuItem']>, 'id'> & { id?: string };
    /** The list's title in the breadcrumbs ("Meta tags"). */
    listTitle: ReactNode;
    /** What one record is called in the breadcrumbs ("Page"). */
    recordTitle: ReactNode;
    /** Breadcrumbs above the list (the financing settings above the price areas). */
    parents?: PageBreadcrumb[];
    listPage: (route: AnyRoute) => ReactNode;
    detailPage: (route: AnyRoute) => ReactNode;
}>): DashboardRouteDefinition[] {
    const { navMenuItem, ...permission } = access;
    return [
        guardedRoute({
            ...permission,
            path,
            navMenuItem: navMenuItem && { id: path.slice(1).replaceAll('/', '-'), ...navMenuItem },
            loader: () => ({ breadcrumb: parents.length ? [...parents, listTitle] : listTitle }),
            component: listPage,
        }),
        guardedRoute({
            ...permission,
            path: `${path}/$id`,
            loader: () => ({ breadcrumb: [...parents, { path, label: listTitle }, recordTitle] }),
            component: detailPage,
        }),
    ];
}

export function PermissionGate({
    permissions,
    what,
    children,
}: Readonly<{ permissions: string[]; what: MessageDescriptor; children: ReactNode }>) {
    const { hasPermissions } = usePermissions();
    const { i18n } = useLingui();
    if (hasPermissions(permissions)) return <>{children}</>;
    const lacking = i18n._(what);
    return (
        <Page pageId="forbidden">
            <PageTitle>
                <Trans>Not allowed</Trans>
            </PageTitle>
            <p role="alert">
                <Trans>Your role does not include {lacking}. Ask an administrator if you need it.</Trans>
            </p>
        </Page>
    );
}
