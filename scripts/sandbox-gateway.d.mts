export declare const DEV_SERVER_KEY: string;
export interface SandboxTransaction {
    order_id: string;
    transaction_status: string;
    gross_amount: string;
    payment_type: string;
}
export declare function startSandboxGateway(options?: {
    port?: number;
    host?: string;
    serverKey?: string;
    notifyUrl?: string;
    publicUrl?: string;
    log?: (msg: string) => void;
}): Promise<{
    url: string;
    port: number;
    transactions: Map<string, SandboxTransaction>;
    setStatus(orderId: string, status: 'settlement' | 'deny' | 'expire' | 'cancel'): boolean;
    close(): Promise<void>;
}>;
