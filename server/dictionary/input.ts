import { Nullable, Type, fieldErrors, type Static } from '../kit';

// Kept here too: bill rules and provinces import the labelled checks from this module.
export { fieldErrors, type FieldCheck } from '../kit';
export { failFields, type FieldError } from '../kit';

const text = (max: number) => Type.String({ maxLength: max });
const optionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

// Names and codes are optional in the schema so that a missing one is reported with the form's label
// (fieldErrors), together with every other failing field. Unknown properties (the id the client echoes
// back, list-only fields) are dropped by ajv's removeAdditional.
export const DictionaryTypeInput = Type.Object(
  {
    parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    fullName: Type.Optional(text(50)),
    enCode: Type.Optional(text(50)),
    isTree: Type.Optional(Flag),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Flag),
    description: optionalText(500),
  },
  { additionalProperties: false },
);
export type DictionaryTypeInput = Static<typeof DictionaryTypeInput>;

export const DictionaryDataInput = Type.Object(
  {
    dictionaryTypeId: Type.String({ minLength: 1, maxLength: 64 }),
    parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    fullName: Type.Optional(text(50)),
    enCode: Type.Optional(text(50)),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Flag),
    description: optionalText(500),
  },
  { additionalProperties: false },
);
export type DictionaryDataInput = Static<typeof DictionaryDataInput>;
/** An edit may leave the type out: an item never moves to another type. */
export const DictionaryDataUpdate = Type.Object(
  { ...DictionaryDataInput.properties, dictionaryTypeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);

/** Optional body of the state actions: without enabledMark the state flips. */
export const StateBody = Type.Union([Type.Object({ enabledMark: Type.Optional(Flag) }), Type.Null()]);

/** The name and code after checking: both present and valid, or every failing field reported. */
export function checkNameAndCode(input: { fullName?: string; enCode?: string }, labels: { name: string; code: string }) {
  return fieldErrors([
    { field: 'fullName', label: labels.name, value: input.fullName, rule: 'name', required: true },
    { field: 'enCode', label: labels.code, value: input.enCode, rule: 'code', required: true },
  ]);
}
