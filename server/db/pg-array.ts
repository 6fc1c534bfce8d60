/**
 * A list as one parameter both drivers take: PostgreSQL's text form of an array, `{"a","b"}`, each value
 * quoted (`= any(${pgArray(ids)}::uuid[])`): one placeholder whatever the count.
 */
export const pgArray = (values: readonly (string | number)[]) => `{${values.map((value) => JSON.stringify(String(value))).join(',')}}`;
