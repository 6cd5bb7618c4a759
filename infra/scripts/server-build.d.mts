export declare const SERVER_DIST: string;
export declare function sourcesMtime(): number;
export declare function serverBuildFresh(): boolean;
export declare function buildServer(): Promise<void>;
export declare function installBuild(tmp: string, dist?: string, fresh?: () => boolean): void;
export declare function ensureServerBuild(): Promise<boolean>;
