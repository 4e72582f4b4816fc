/** The customer-facing text of every my-EV notice, in both languages (e-mail subject and body; the same text by phone). */
export type VehicleNoticeTopic =
    | 'SHARED_GUEST'
    | 'SHARED_OWNER'
    | 'SHARE_REVOKED_GUEST'
    | 'TRANSFER_REQUESTED_OWNER'
    | 'TRANSFER_REQUESTED_REQUESTER'
    | 'TRANSFER_APPROVED_OWNER'
    | 'TRANSFER_APPROVED_REQUESTER'
    | 'TRANSFER_DENIED_REQUESTER';

export type NoticeParams = { bike: string; vin: string; other: string; until?: string | null };
type Compose = (p: NoticeParams) => { subject: string; text: string };

const MESSAGES: Record<'en' | 'id', Record<VehicleNoticeTopic, Compose>> = {
    en: {
        SHARED_GUEST: p => ({
            subject: `${p.other} shared an Alva with you`,
            text: `${p.other} shared their ${p.bike} (VIN ${p.vin}) with you ${p.until ? `until ${p.until}` : 'until they end it'}. You find it in My EV.`,
        }),
        SHARED_OWNER: p => ({
            subject: `You shared your ${p.bike}`,
            text: `You shared your ${p.bike} (VIN ${p.vin}) with ${p.other} ${p.until ? `until ${p.until}` : 'until you end it'}. You can end it at any time in My EV.`,
        }),
        SHARE_REVOKED_GUEST: p => ({
            subject: `Sharing of the ${p.bike} has ended`,
            text: `${p.other} ended the sharing of their ${p.bike} (VIN ${p.vin}) with you.`,
        }),
        TRANSFER_REQUESTED_OWNER: p => ({
            subject: `Request to take over your ${p.bike}`,
            text: `${p.other} asked to become the owner of your ${p.bike} (VIN ${p.vin}). Approve or deny it in My EV; without an answer the request lapses after 7 days.`,
        }),
        TRANSFER_REQUESTED_REQUESTER: p => ({
            subject: `Your transfer request for the ${p.bike}`,
            text: `We asked the owner of the ${p.bike} (VIN ${p.vin}) to approve the transfer to you. We will tell you their answer.`,
        }),
        TRANSFER_APPROVED_OWNER: p => ({
            subject: `Your ${p.bike} now belongs to ${p.other}`,
            text: `You approved the transfer of your ${p.bike} (VIN ${p.vin}) to ${p.other}. It is no longer in your My EV, and its sharing has ended.`,
        }),
        TRANSFER_APPROVED_REQUESTER: p => ({
            subject: `The ${p.bike} is yours`,
            text: `${p.other} approved the transfer: the ${p.bike} (VIN ${p.vin}) is now in your My EV.`,
        }),
        TRANSFER_DENIED_REQUESTER: p => ({
            subject: `Transfer of the ${p.bike} declined`,
            text: `The owner of the ${p.bike} (VIN ${p.vin}) declined the transfer to you.`,
        }),
    },
    id: {
        SHARED_GUEST: p => ({
            subject: `${p.other} membagikan Alva kepada Anda`,
            text: `${p.other} membagikan ${p.bike} miliknya (VIN ${p.vin}) kepada Anda ${p.until ? `hingga ${p.until}` : 'hingga ia mengakhirinya'}. Motor ini ada di EV Saya.`,
        }),
        SHARED_OWNER: p => ({
            subject: `Anda membagikan ${p.bike} Anda`,
            text: `Anda membagikan ${p.bike} Anda (VIN ${p.vin}) kepada ${p.other} ${p.until ? `hingga ${p.until}` : 'hingga Anda mengakhirinya'}. Anda dapat mengakhirinya kapan saja di EV Saya.`,
        }),
        SHARE_REVOKED_GUEST: p => ({
            subject: `Berbagi ${p.bike} telah berakhir`,
            text: `${p.other} mengakhiri berbagi ${p.bike} miliknya (VIN ${p.vin}) dengan Anda.`,
        }),
        TRANSFER_REQUESTED_OWNER: p => ({
            subject: `Permintaan pengalihan ${p.bike} Anda`,
            text: `${p.other} meminta menjadi pemilik ${p.bike} Anda (VIN ${p.vin}). Setujui atau tolak di EV Saya; tanpa jawaban, permintaan berakhir setelah 7 hari.`,
        }),
        TRANSFER_REQUESTED_REQUESTER: p => ({
            subject: `Permintaan pengalihan ${p.bike} Anda`,
            text: `Kami telah meminta pemilik ${p.bike} (VIN ${p.vin}) menyetujui pengalihan kepada Anda. Kami akan memberi tahu jawabannya.`,
        }),
        TRANSFER_APPROVED_OWNER: p => ({
            subject: `${p.bike} Anda kini milik ${p.other}`,
            text: `Anda menyetujui pengalihan ${p.bike} Anda (VIN ${p.vin}) kepada ${p.other}. Motor ini tidak lagi ada di EV Saya Anda, dan berbaginya telah berakhir.`,
        }),
        TRANSFER_APPROVED_REQUESTER: p => ({
            subject: `${p.bike} kini milik Anda`,
            text: `${p.other} menyetujui pengalihan: ${p.bike} (VIN ${p.vin}) kini ada di EV Saya Anda.`,
        }),
        TRANSFER_DENIED_REQUESTER: p => ({
            subject: `Pengalihan ${p.bike} ditolak`,
            text: `Pemilik ${p.bike} (VIN ${p.vin}) menolak pengalihan kepada Anda.`,
        }),
    },
};

export const vehicleNotice = (topic: VehicleNoticeTopic, language: 'en' | 'id', params: NoticeParams) =>
    MESSAGES[language][topic](params);
