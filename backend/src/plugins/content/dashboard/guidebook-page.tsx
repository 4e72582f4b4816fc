import {
    api,
    Badge,
    Button,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';

import { guidebooksDocument, publishGuidebookDocument, updateGuidebookDocument } from './graphql';
import { errorText, Field, SAVED, StatusLine } from '../../../dashboard-kit';

type Book = { id: string; version: string; title: string; pdfUrl: string; createdAt: string };
interface BookForm {
    /** null: publish a new version. */
    id: string | null;
    version: string;
    title: string;
    pdfUrl: string;
}
const EMPTY: BookForm = { id: null, version: '', title: '', pdfUrl: '' };
const URL_RE = /^(https?:\/\/|\/(?!\/))/i;

/** The product specialists' guidebook (a PDF): publish a new version, or correct the title / address of one. */
export function GuidebookPage() {
    const queryClient = useQueryClient();
    const list = useQuery({
        queryKey: ['guidebookRecords'],
        queryFn: async () => ((await api.query(guidebooksDocument, {})) as { guidebookRecords: Book[] }).guidebookRecords,
    });
    const [form, setForm] = useState<BookForm>(EMPTY);
    const [errors, setErrors] = useState<Partial<Record<keyof BookForm, string>>>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const save = useMutation({
        mutationFn: async (): Promise<void> => {
            const title = form.title.trim();
            const pdfUrl = form.pdfUrl.trim();
            if (form.id) await api.mutate(updateGuidebookDocument, { input: { id: form.id, title, pdfUrl } });
            else await api.mutate(publishGuidebookDocument, { input: { version: form.version.trim(), title, pdfUrl } });
        },
        onSuccess: () => {
            setStatus({ kind: 'ok', text: SAVED });
            setForm(EMPTY);
            void queryClient.invalidateQueries({ queryKey: ['guidebookRecords'] });
        },
        onError: (e: unknown) => {
            const text = errorText(e);
            if (/already exists|version/i.test(text)) setErrors({ version: text });
            else if (/PDF URL/i.test(text)) setErrors({ pdfUrl: text });
            else if (/title/i.test(text)) setErrors({ title: text });
            setStatus({ kind: 'error', text });
        },
    });
    const books = list.data ?? [];
    const set = (key: 'version' | 'title' | 'pdfUrl') => (v: string) => setForm(f => ({ ...f, [key]: v }));
    return (
        <Page pageId="guidebook">
            <PageTitle>Guidebook</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="guidebook-form" title={form.id ? `Correct version ${form.version}` : 'Publish a new version'}>
                    <form
                        className="grid gap-4"
                        aria-label={form.id ? 'Correct a guidebook version' : 'Publish a new guidebook version'}
                        noValidate
                        onSubmit={e => {
                            e.preventDefault();
                            const found: typeof errors = {};
                            if (!form.id && !form.version.trim()) found.version = 'The version is required, e.g. 2026.2.';
                            if (!form.title.trim()) found.title = 'The title is required.';
                            if (!URL_RE.test(form.pdfUrl.trim())) found.pdfUrl = 'An http(s) address or a path on the site starting with /.';
                            setErrors(found);
                            setStatus(null);
                            if (Object.keys(found).length) {
                                setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                                return;
                            }
                            save.mutate();
                        }}
                    >
                        <div className="grid gap-4 sm:grid-cols-3 items-start">
                            {form.id ? (
                                <p className="self-end">Version {form.version}</p>
                            ) : (
                                <Field id="guidebook-version" label="Version" value={form.version} onChange={set('version')} error={errors.version} />
                            )}
                            <Field id="guidebook-title" label="Title" value={form.title} onChange={set('title')} error={errors.title} />
                            <Field id="guidebook-pdf" label="PDF address" value={form.pdfUrl} onChange={set('pdfUrl')} error={errors.pdfUrl} />
                        </div>
                        <div className="flex items-center gap-4">
                            <Button type="submit" disabled={save.isPending}>
                                {form.id ? 'Save correction' : 'Publish version'}
                            </Button>
                            {form.id ? (
                                <Button type="button" variant="outline" onClick={() => setForm(EMPTY)}>
                                    Cancel
                                </Button>
                            ) : null}
                            <StatusLine status={status} />
                        </div>
                    </form>
                </PageBlock>
                <PageBlock column="full" blockId="guidebook-versions" title="Versions">
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The guidebook could not be loaded: {errorText(list.error)}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : books.length === 0 ? (
                        <p>No guidebook has been published yet.</p>
                    ) : (
                        <Table aria-label="Guidebook versions">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Version</TableHead>
                                    <TableHead>Title</TableHead>
                                    <TableHead>PDF</TableHead>
                                    <TableHead>Published</TableHead>
                                    <TableHead>
                                        <span className="sr-only">Actions</span>
                                    </TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {books.map((b, i) => (
                                    <TableRow key={b.id}>
                                        <TableCell>
                                            {b.version} {i === 0 ? <Badge variant="success">Current</Badge> : null}
                                        </TableCell>
                                        <TableCell>{b.title}</TableCell>
                                        <TableCell className="max-w-[16rem] truncate">
                                            <a className="underline underline-offset-2" href={b.pdfUrl} target="_blank" rel="noreferrer">
                                                {b.pdfUrl}
                                            </a>
                                        </TableCell>
                                        <TableCell>{new Date(b.createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</TableCell>
                                        <TableCell>
                                            <Button
                                                variant="outline"
                                                aria-label={`Correct version ${b.version}`}
                                                onClick={() => {
                                                    setErrors({});
                                                    setStatus(null);
                                                    setForm({ id: b.id, version: b.version, title: b.title, pdfUrl: b.pdfUrl });
                                                }}
                                            >
                                                Correct
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
