import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import {
  isAchievementType,
  type AchievementType,
} from '../../../../../domain/achievements/achievement-types';
import { toggleShowcase } from '../../../../../domain/achievements/showcase';
import { useApi } from '../../../lib/api-context';
import { socialErrorText } from '../../../lib/social-error-text';
import { useSession } from '../../auth/hooks/use-session';

export interface ShowcaseNotice {
  readonly tone: 'error' | 'success';
  readonly text: string;
}

/**
 * Showcase mode (spec 4): a draft of up to three picks, toggled by the domain's rule and saved with
 * PUT /auth/showcase-achievements; the saved list goes into the session's player.
 */
export function useShowcaseEditor(user: UserView) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { updateUser } = useSession();
  const [draft, setDraft] = useState<AchievementType[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<ShowcaseNotice | null>(null);
  const owned = user.achievements.map((entry) => entry.type);

  return {
    editing: draft !== null,
    /** How many are picked, and whether one is, while editing. */
    pickedCount: draft?.length ?? 0,
    isPicked: (type: string) => draft?.some((picked) => picked === type) ?? false,
    saving,
    notice,
    start() {
      setNotice(null);
      setDraft(user.showcaseAchievements.filter(isAchievementType));
    },
    cancel() {
      setNotice(null);
      setDraft(null);
    },
    toggle(type: string) {
      if (draft === null || !isAchievementType(type)) return;
      const next = toggleShowcase(draft, type, owned);
      if (E.isLeft(next))
        return setNotice({ tone: 'error', text: socialErrorText(t, next.left, 'showcaseFailed') });
      setNotice(null);
      setDraft(next.right);
    },
    async save() {
      if (draft === null) return;
      setSaving(true);
      setNotice(null);
      try {
        const saved = await auth.putShowcase(draft);
        updateUser({ ...user, showcaseAchievements: saved.achievements });
        setDraft(null);
        setNotice({ tone: 'success', text: t('achievements.showcase.saved') });
      } catch (error) {
        setNotice({ tone: 'error', text: socialErrorText(t, error, 'showcaseFailed') });
      } finally {
        setSaving(false);
      }
    },
  };
}
