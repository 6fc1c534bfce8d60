/**
 * The shape every other language's catalogue must have: the same keys as the English one, every leaf a
 * string. A missing or extra key in a Russian namespace fails the type check.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
