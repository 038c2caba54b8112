import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import {
  isAchievementType,
  type AchievementType,
} from '../../../../../domain/achievements/achievement-types';
import { toggleShowcase } from '../../../../../domain/achievements/showcase';
import { useSubmission } from '../../../components/form/use-submission';
import { useApi } from '../../../lib/api-context';
import { errorText } from '../../../lib/error-text';
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
  const submission = useSubmission('social.errors.showcaseFailed');
  const [shown, setShown] = useState<ShowcaseNotice | null>(null);
  const owned = user.achievements.map((entry) => entry.type);
  // One notice at a time: a failed save, else the last word of the editor (a refused pick, saved).
  const notice: ShowcaseNotice | null =
    submission.failure !== null ? { tone: 'error', text: submission.failure } : shown;
  const setNotice = (next: ShowcaseNotice | null) => {
    submission.clear();
    setShown(next);
  };

  return {
    editing: draft !== null,
    /** How many are picked, and whether one is, while editing. */
    pickedCount: draft?.length ?? 0,
    isPicked: (type: string) => draft?.some((picked) => picked === type) ?? false,
    saving: submission.submitting,
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
        return setNotice({ tone: 'error', text: errorText(t, next.left, 'social.errors.showcaseFailed') });
      setNotice(null);
      setDraft(next.right);
    },
    async save() {
      if (draft === null) return;
      setShown(null);
      await submission.run(async () => {
        const saved = await auth.putShowcase(draft);
        updateUser({ ...user, showcaseAchievements: saved.achievements });
        setDraft(null);
        setShown({ tone: 'success', text: t('achievements.showcase.saved') });
      });
    },
  };
}
