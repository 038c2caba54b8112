import { useId } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { useCategoriesText } from '../i18n/texts';
import type { ColorMode } from '../model/category-draft';
import { ColorPreview } from './color-swatch';
import type { CategoryDraftState } from './use-category-draft';

/**
 * The fields of one category: name, three words, the extra word and the colour, each named as the
 * domain names its problems (`words.1`), so a submit can focus the first wrong one.
 */
export function CategoryFields({ state }: { state: CategoryDraftState }) {
  const { t } = useCategoriesText();
  const { draft, update, errorOf, touch } = state;
  const text = (field: string) => ({
    onBlur: () => touch(field),
    error: errorOf(field),
    autoComplete: 'off',
  });

  return (
    <>
      <TextField
        name="name"
        label={t('fields.name')}
        value={draft.name}
        onChange={(name) => update({ name })}
        {...text('name')}
      />
      <fieldset className="category-fields__words">
        <legend className="field__label">{t('fields.words')}</legend>
        {draft.words.map((word, index) => (
          <TextField
            key={index}
            name={`words.${index}`}
            label={t('fields.word', { number: index + 1 })}
            value={word}
            onChange={(next) => update({ words: draft.words.map((old, i) => (i === index ? next : old)) })}
            {...text(`words.${index}`)}
          />
        ))}
      </fieldset>
      <TextField
        name="extraWord"
        label={t('fields.extraWord')}
        hint={t('fields.extraWordHint')}
        value={draft.extraWord}
        onChange={(extraWord) => update({ extraWord })}
        {...text('extraWord')}
      />
      <ColorField state={state} />
    </>
  );
}

function ColorField({ state }: { state: CategoryDraftState }) {
  const { t } = useCategoriesText();
  const id = useId();
  const { draft, update, errorOf } = state;
  const error = errorOf('color');
  const mode = (colorMode: ColorMode) => ({
    type: 'radio' as const,
    name: `${id}-mode`,
    checked: draft.colorMode === colorMode,
    onChange: () => update({ colorMode }),
  });

  return (
    <fieldset className="category-fields__color" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('fields.color')}</legend>
      <label className="choice">
        <input {...mode('auto')} />
        {t('fields.colorAuto')}
      </label>
      <div className="category-fields__own">
        <label className="choice">
          <input {...mode('own')} />
          {t('fields.colorOwn')}
        </label>
        {draft.colorMode === 'own' ? (
          <span className="category-fields__picker">
            <input
              type="color"
              name="color"
              className="category-fields__color-input"
              aria-label={t('fields.colorPick')}
              value={draft.color}
              onChange={(event) => update({ color: event.target.value })}
            />
            <ColorPreview color={draft.color} text={draft.name.trim() || t('fields.colorPreview')} />
          </span>
        ) : null}
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
