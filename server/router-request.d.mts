export declare function isRouterRequest(headers: Record<string, string | string[] | undefined>): boolean;
