// s3rver (a devDependency: the S3 API on loopback for the bucket's tests) ships no types: what the tests call.
declare module 's3rver' {
  export type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Resolves to the listening address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
