/** Types of module-boundaries.mjs, for its test. */
export declare const MODULES: Record<string, readonly string[]>;
export declare const EXTRA_ENTRIES: readonly string[];
export declare function assertAcyclic(modules: Record<string, readonly string[]>): void;
export declare function moduleBoundaryConfigs(): unknown[];
