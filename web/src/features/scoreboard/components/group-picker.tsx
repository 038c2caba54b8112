import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';

interface GroupPickerProps {
  groups: readonly GroupView[];
  value: string | null;
  onChange: (groupId: string) => void;
}

/** Which of my groups the groups filter ranks. */
export function GroupPicker({ groups, value, onChange }: GroupPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sb-field">
      <label htmlFor={id} className="sb-field__label">
        {t('scoreboard.filter.group')}
      </label>
      <select
        id={id}
        className="sb-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
    </div>
  );
}
