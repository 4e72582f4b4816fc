import { Injectable } from '@nestjs/common';
import { Order, OrderLine, OrderService, Permission, RequestContext } from '@vendure/core';
import PDFDocument from 'pdfkit';

import { methodDef, PurchasePaymentMetadata } from '../../purchase/payment/payment-handlers';
import { OrderTrackingService, TRACKING_RELATIONS } from './order-tracking.service';

export type ReceiptLanguage = 'en' | 'id';

const T = {
    en: {
        title: 'Receipt',
        order: 'Order',
        booking: 'Booking number',
        placed: 'Placed',
        customer: 'Customer',
        state: 'Status',
        items: 'Items',
        charges: 'Charges',
        PRICE: 'Price',
        DISCOUNT: 'Discount',
        TAX: 'Tax (included)',
        PAYMENT_FEE: 'Payment Fee',
        SURCHARGE_DOCUMENT: 'Surcharge (document)',
        DELIVERY_FEE: 'Delivery fee',
        total: 'Total',
        payments: 'Payments',
        reference: 'Reference',
        paid: 'Paid',
        creditNote: 'Credit note',
        refund: 'Refund',
        refundState: { Pending: 'pending', Settled: 'settled', Failed: 'failed' } as Record<string, string>,
        paymentState: {
            Settled: 'paid',
            Authorized: 'waiting',
            Cancelled: 'cancelled',
            Declined: 'declined',
        } as Record<string, string>,
    },
    id: {
        title: 'Kuitansi',
        order: 'Pesanan',
        booking: 'Nomor booking',
        placed: 'Dipesan',
        customer: 'Pelanggan',
        state: 'Status',
        items: 'Barang',
        charges: 'Biaya',
        PRICE: 'Harga',
        DISCOUNT: 'Diskon',
        TAX: 'Pajak (termasuk)',
        PAYMENT_FEE: 'Biaya Pembayaran',
        SURCHARGE_DOCUMENT: 'Biaya tambahan (dokumen)',
        DELIVERY_FEE: 'Biaya pengiriman',
        total: 'Total',
        payments: 'Pembayaran',
        reference: 'Referensi',
        paid: 'Dibayar',
        creditNote: 'Nota kredit',
        refund: 'Pengembalian dana',
        refundState: { Pending: 'diproses', Settled: 'dibayarkan', Failed: 'gagal' } as Record<string, string>,
        paymentState: {
            Settled: 'lunas',
            Authorized: 'menunggu',
            Cancelled: 'dibatalkan',
            Declined: 'ditolak',
        } as Record<string, string>,
    },
};

/** IDR minor units as "Rp 1.234.567". */
export const rupiah = (minor: number) =>
    `${minor < 0 ? '-' : ''}Rp ${Math.round(Math.abs(minor) / 100).toLocaleString('id-ID')}`;

const jakarta = (d: Date, language: ReceiptLanguage) =>
    d.toLocaleString(language === 'id' ? 'id-ID' : 'en-GB', {
        timeZone: 'Asia/Jakarta',
        dateStyle: 'medium',
        timeStyle: 'short',
    }) + ' WIB';

/**
 * The receipt PDF of an order (issue 13): every SPEC §3 charge line (the purchase quote's own computation), the order
 * and payment references, and a credit note per refund. For the order's customer or staff with ReadOrder only.
 */
@Injectable()
export class OrderReceiptService {
    constructor(
        private tracking: OrderTrackingService,
        private orderService: OrderService,
    ) {}

    /** The order if the caller may read its receipt: staff with ReadOrder, or its own signed-in customer. */
    async orderForReceipt(ctx: RequestContext, code: string): Promise<Order | undefined> {
        if (!ctx.activeUserId || typeof code !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(code)) return undefined;
        if (ctx.userHasPermissions([Permission.ReadOrder])) {
            const order = await this.orderService.findOneByCode(ctx, code, [...TRACKING_RELATIONS]);
            return order?.orderPlacedAt ? order : undefined;
        }
        return this.tracking.callerOrder(ctx, code);
    }

    async render(ctx: RequestContext, order: Order, language: ReceiptLanguage): Promise<Buffer> {
        const t = T[language];
        // A cancelled order's lines are at quantity 0: its receipt shows it as placed.
        const { placed: asPlaced, charges, lines } = await this.tracking.placedCharges(ctx, order);

        const doc = new PDFDocument({
            size: 'A4',
            margin: 50,
            compress: false,
            info: { Title: `${t.title} ${order.code}` },
        });
        const chunks: Buffer[] = [];
        doc.on('data', (c: Buffer) => chunks.push(c));
        const done = new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))));

        const row = (label: string, value: string, bold = false) => {
            const y = doc.y;
            doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
            doc.text(label, 50, y, { width: 330 });
            doc.text(value, 380, y, { width: 165, align: 'right' });
            doc.moveDown(0.3);
        };
        const heading = (text: string) => {
            doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, 50).moveDown(0.3);
        };

        doc.font('Helvetica-Bold').fontSize(20).text(`Alva - ${t.title}`);
        doc.moveDown(0.5);
        row(t.order, order.code);
        if (order.customFields.bookingNumber) row(t.booking, order.customFields.bookingNumber);
        if (order.orderPlacedAt) row(t.placed, jakarta(order.orderPlacedAt, language));
        const customer = order.customer;
        if (customer) row(t.customer, `${customer.firstName} ${customer.lastName}`.trim());
        row(t.state, order.state);

        heading(t.items);
        for (const l of asPlaced.lines as OrderLine[]) {
            row(`${l.productVariant?.name ?? ''} x ${l.quantity}`, rupiah(l.linePriceWithTax));
        }

        heading(t.charges);
        for (const l of lines) row(t[l.code as keyof typeof t] as string, rupiah(l.amount));
        row(t.total, rupiah(charges.total), true);

        heading(t.payments);
        for (const p of order.payments ?? []) {
            const meta = (p.metadata ?? {}) as Partial<PurchasePaymentMetadata>;
            const name = methodDef(meta.methodCode ?? p.method)?.name[language] ?? p.method;
            row(`${name} (${t.paymentState[p.state] ?? p.state})`, rupiah(p.amount));
            row(`  ${t.reference}`, p.transactionId ?? String(p.id));
        }
        const paid = (order.payments ?? []).filter(p => p.state === 'Settled').reduce((n, p) => n + p.amount, 0);
        row(t.paid, rupiah(paid), true);

        const refunds = (order.payments ?? []).flatMap(p => (p.refunds ?? []).map(r => ({ r, p })));
        if (refunds.length) {
            heading(t.creditNote);
            for (const { r, p } of refunds) {
                row(
                    `${t.refund} (${t.refundState[r.state] ?? r.state}) - ${jakarta(r.createdAt, language)}`,
                    rupiah(-r.total),
                );
                row(`  ${t.reference}`, `${p.transactionId ?? p.id} / ${r.transactionId ?? r.id}`);
            }
        }
        doc.end();
        return done;
    }
}
