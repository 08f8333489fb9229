/**
 * Which forms hold input the user has not sent yet. A waiting update or a new build is applied by
 * itself only when none does (a reload would lose the input). Forms built on useForm register here;
 * any other form can say so with a `data-dirty="true"` attribute.
 */
const dirty = new Set<string>();

/** Marks (or unmarks) the form with this id as holding unsent input. */
export function setFormDirty(id: string, isDirty: boolean): void {
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
}

/** True while any registered form, or any `form[data-dirty="true"]` of the document, holds unsent input. */
export function anyFormDirty(root: ParentNode | undefined = globalThis.document): boolean {
  if (dirty.size > 0) return true;
  return Boolean(root?.querySelector('form[data-dirty="true"]'));
}
