import { useTranslation } from 'react-i18next';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import type { PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { CategoryShape } from '../../../game/components/category-shape';
import { toneProps } from '../../../game/components/category-tone';
import { categoryLook } from '../../../game/model/category-look';
import { SearchIcon } from '../shared/games-icons';
import { ColorField } from './color-field';
import { EditorField } from './editor-field';
import { defaultColor, type SlotDraft } from './editor-model';
import { SlotHistory } from './slot-history';
import './slot.css';

interface CategorySlotProps {
  index: number;
  slot: SlotDraft;
  problems: ReadonlyMap<string, PuzzleProblem[]>;
  warnings: ReadonlyMap<string, PuzzleWarning[]>;
  disabled: boolean;
  /** The bank category picked into this slot in this visit, with its history. */
  bank: BankCategoryView | undefined;
  onName: (value: string) => void;
  onWord: (word: number, value: string) => void;
  onExtra: (value: string) => void;
  onColor: (value: string) => void;
  onPick: () => void;
  onUnlink: () => void;
}

/** One category of the puzzle: its name, three words, the switch word and its colour. */
export function CategorySlot(props: CategorySlotProps) {
  const { index, slot, problems, warnings, disabled, bank } = props;
  const { t } = useTranslation();
  const prefix = `categories.${index}`;
  const look = categoryLook(index, slot.color);
  const tone = toneProps(look);
  const at = (field: string) => ({
    problems: problems.get(`${prefix}.${field}`),
    warnings: warnings.get(`${prefix}.${field}`),
  });
  const legendId = `cp-slot-${index}`;
  return (
    <fieldset className="card cp-slot" disabled={disabled} aria-labelledby={legendId}>
      <div className="split-row">
        <h3 id={legendId} className="cp-slot__title">
          <span className={`cp-slot__badge ${tone.className}`} style={tone.style} aria-hidden="true">
            <CategoryShape shape={look.shape} size={14} />
          </span>
          {t('controlPanel.games.fields.slot', { number: index + 1 })}
          <span className="cp-slot__level">
            {t(`controlPanel.games.editor.level.${index as 0 | 1 | 2 | 3 | 4}`)}
          </span>
        </h3>
        <button type="button" className="button button--secondary button--small" onClick={props.onPick}>
          <SearchIcon width={16} height={16} />
          {t('controlPanel.games.bank.pick')}
        </button>
      </div>
      {slot.bankCategoryId !== null ? (
        <p className="cp-slot__bank">
          {bank
            ? bank.source === 'suggestion'
              ? t('controlPanel.games.bank.fromSuggestion', { author: bank.createdBy })
              : t('controlPanel.games.bank.fromBank', { author: bank.createdBy })
            : t('controlPanel.games.bank.linked')}
          <button type="button" className="link-button" onClick={props.onUnlink}>
            {t('controlPanel.games.bank.unlink')}
          </button>
        </p>
      ) : null}
      <EditorField
        field={`${prefix}.name`}
        label={t('controlPanel.games.fields.name')}
        value={slot.name}
        onChange={props.onName}
        {...at('name')}
      />
      <div className="cp-slot__words">
        {slot.words.map((word, w) => (
          <EditorField
            key={w}
            field={`${prefix}.words.${w}`}
            label={t('controlPanel.games.fields.word', { number: w + 1 })}
            value={word}
            onChange={(value) => props.onWord(w, value)}
            {...at(`words.${w}`)}
          />
        ))}
      </div>
      <div className="cp-slot__extra">
        <EditorField
          field={`${prefix}.extraWord`}
          label={t('controlPanel.games.fields.extraWord')}
          hint={t('controlPanel.games.editor.extraHint')}
          value={slot.extraWord}
          onChange={props.onExtra}
          {...at('extraWord')}
        />
        <ColorField
          field={`${prefix}.color`}
          value={slot.color}
          fallback={defaultColor(index)}
          problems={problems.get(`${prefix}.color`)}
          onChange={props.onColor}
        />
      </div>
      {slot.bankCategoryId !== null ? (
        <SlotHistory bankCategoryId={slot.bankCategoryId} known={bank} />
      ) : null}
    </fieldset>
  );
}
