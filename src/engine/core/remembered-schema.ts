import * as v from 'valibot';

/**
 * A schema that remembers the last values it accepted, by their JSON text: a player's chart sheet
 * travels inside every description, and a search checks a thousand descriptions carrying the same
 * sheets. A value seen and accepted before is taken as it was then, without checking each cell
 * again; any other value is checked in full, so a refusal names its field as before. At most
 * `limit` values are remembered.
 */
export function rememberedSchema<TSchema extends v.GenericSchema>(schema: TSchema, limit = 32): v.GenericSchema<unknown, v.InferOutput<TSchema>> {
  const accepted = new Map<string, v.InferOutput<TSchema>>();
  // The very object accepted before (descriptions sharing one sheet) is known without writing it out.
  const seen = new WeakMap<object, v.InferOutput<TSchema>>();
  const remember = (text: string, output: v.InferOutput<TSchema>) => {
    accepted.set(text, output);
    if (accepted.size > limit) accepted.delete(accepted.keys().next().value as string);
    return output;
  };
  return v.lazy((input: unknown) => {
    const same = typeof input === 'object' && input !== null ? seen.get(input) : undefined;
    if (same !== undefined) return v.pipe(v.unknown(), v.transform((): v.InferOutput<TSchema> => same));
    const text = jsonText(input);
    if (text === undefined) return schema;
    const known = accepted.get(text);
    const object = typeof input === 'object' && input !== null ? input : undefined;
    if (known !== undefined) {
      if (object) seen.set(object, known);
      return v.pipe(v.unknown(), v.transform((): v.InferOutput<TSchema> => known));
    }
    return v.pipe(
      schema,
      v.transform((output: v.InferOutput<TSchema>) => {
        if (object) seen.set(object, output);
        return remember(text, output);
      }),
    );
  }) as v.GenericSchema<unknown, v.InferOutput<TSchema>>;
}

/** The value as JSON text, or undefined for one JSON cannot write (a BigInt handed over in-page): such a value is only ever checked. */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
