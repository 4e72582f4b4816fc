import { STAFF_ROLES, type StaffRole } from '@alva/rules';

export const loggerCtx = 'PsToolsPlugin';

/**
 * What each staff role may do in /pstools (SPEC §6 names the roles, not their rights; this is the project's
 * decision, documented in docs/pstools-api.md). Checked on the server by StaffAccessService for every operation.
 *
 * - guestbook / book / lookup / jobRecord: the showroom work of every product specialist.
 * - teamGuestbook: see every entry of the staff member's dealer (not only their own) and reassign entries.
 * - viewDocuments: see which identity documents a looked-up customer has (type, kind, masked number; never the image).
 * - allDealers: see and reassign entries of every dealer.
 */
export const STAFF_CAPABILITIES = ['guestbook', 'book', 'lookup', 'jobRecord', 'teamGuestbook', 'viewDocuments', 'allDealers'] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

const PS: StaffCapability[] = ['guestbook', 'book', 'lookup', 'jobRecord'];

export const ROLE_CAPABILITIES: Record<StaffRole, StaffCapability[]> = {
    'Product Specialist': PS,
    'Product Specialist Coordinator': [...PS, 'teamGuestbook', 'viewDocuments'],
    'Admin E-Commerce': [...PS, 'teamGuestbook', 'viewDocuments', 'allDealers'],
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
    !!role && (STAFF_ROLES as readonly string[]).includes(role);
