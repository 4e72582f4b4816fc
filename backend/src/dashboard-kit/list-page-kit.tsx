import { Button, Link, PageActionBarRight } from '@vendure/dashboard';
import { Plus } from 'lucide-react';

/** The "New …" button of a list page's action bar: a link to `<list path>/new`. */
export function NewButton({ to, children }: Readonly<{ to: string; children: string }>) {
    return (
        <PageActionBarRight>
            <Button render={<Link to={to} />}>
                <Plus className="mr-2 h-4 w-4" aria-hidden />
                {children}
            </Button>
        </PageActionBarRight>
    );
}

/**
 * A ListPage's `onSearchTermChange` when its search box looks in several fields: a row matches when any of them
 * contains the term (`_or`); the column filters still narrow the rows down (AND).
 */
export function searchIn<F extends string>(...fields: F[]) {
    return (term: string) => ({ _or: fields.map(field => ({ [field]: { contains: term } }) as { [K in F]?: { contains: string } }) });
}
