export declare function withRenderRelay<T>(fn: () => T): T;
export declare function relay(value: string): string | undefined;
export declare function relayed(id: string): string | undefined;
