/** The part of s3rver (an S3 server in Node, a dev dependency without types) the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(opts: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
