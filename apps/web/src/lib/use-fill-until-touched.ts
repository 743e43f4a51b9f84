import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Fills a form with what the store holds for her (her saved address, her profile) whenever it arrives,
 * but only until she has touched the form: once she has focused or typed in any of its fields, or the
 * page filled one for her (`touch()`: her current location), the fields are hers, and an answer that
 * arrives later changes nothing. (react-hook-form's `values` with `keepDirtyValues` is not enough: a
 * field she cleared equals its empty default, is not dirty, and was filled again under her.)
 *
 * Spread `formProps` on the `<form>`. `refill(values)` puts the store's values back and forgets the
 * touch, for a Cancel that throws her edits away.
 */
export function useFillUntilTouched<Values extends FieldValues, Source>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver's output type
  form: UseFormReturn<Values, any, any>,
  source: Source | undefined,
  toValues: (source: Source) => Values,
) {
  const touched = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const fill = useEffectEvent((arrived: Source) => {
    if (touched.current) return;
    // A field she is in counts as touched even before her first key reaches it.
    if (formElement.current?.contains(document.activeElement)) {
      touched.current = true;
      return;
    }
    form.reset(toValues(arrived));
  });

  useEffect(() => {
    if (source !== undefined) fill(source);
  }, [source]);

  const touch = useCallback(() => {
    touched.current = true;
  }, []);
  const refill = useCallback(
    (values: Values) => {
      touched.current = false;
      form.reset(values);
    },
    [form],
  );
  return { formProps: { ref: formElement, onFocus: touch, onInput: touch }, touch, refill };
}
