import { Page, PageTitle, usePermissions, type DashboardRouteDefinition } from '@vendure/dashboard';
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

export function guardedRoute({ requiresPermission, forbiddenWhat, ...route }: GuardedRouteDefinition): DashboardRouteDefinition {
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
