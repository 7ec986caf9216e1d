// Amazon's name-free interaction (NFI) toolkit container, `interactionModel._nameFreeInteraction`
// ("Use the Name-free Interaction Toolkit in CLI / SMAPI"). Only a skill that Amazon has found
// eligible (published, with a history of quality and engagement) may deploy it, so the deploy step
// can strip it with withoutNameFree until the operator turns it on.

/** The container's key, a sibling of `languageModel` inside `interactionModel`. */
export const NAME_FREE_KEY = '_nameFreeInteraction';

function deepCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(deepCopy);
  if (typeof v === 'object' && v !== null) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepCopy(x)]));
  }
  return v;
}

/**
 * A deep copy of an interaction model's JSON without `interactionModel._nameFreeInteraction`;
 * everything else (key order included) is kept. Anything that is not such a model is copied as is.
 * The argument is never modified.
 */
export function withoutNameFree(modelJson: unknown): unknown {
  const copy = deepCopy(modelJson);
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) return copy;
  const im = (copy as Record<string, unknown>).interactionModel;
  if (typeof im === 'object' && im !== null && !Array.isArray(im)) {
    delete (im as Record<string, unknown>)[NAME_FREE_KEY];
  }
  return copy;
}
