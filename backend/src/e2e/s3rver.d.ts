/** The part of s3rver (a dev dependency without types) the specs use. */
declare module 's3rver' {
    import type { AddressInfo } from 'net';

    interface S3rverOptions {
        address?: string;
        port?: number;
        silent?: boolean;
        directory?: string;
        resetOnClose?: boolean;
        configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
    }

    class S3rver {
        constructor(options?: S3rverOptions);
        run(): Promise<AddressInfo>;
        close(): Promise<void>;
    }

    export = S3rver;
}
