/**
 * An Action's answer already written as JSON, sent as it is: a door's snapshot is made of entries whose
 * JSON the database stores (migration 0052); parsing thousands of them, checking them against the output
 * schema and writing them again cost more than the rest of the request. `Shape` is what the text holds, the output schema's
 * type; a test of each Action that answers this way parses the text with the schema.
 */
export class JsonText<Shape> {
  declare private readonly shape: Shape;
  constructor(readonly text: string) {}
}

/** The Actions that may answer with `JsonText` (each has a test that parses its text with its schema). */
export type JsonTextAction = 'GetCredentialSnapshot';
