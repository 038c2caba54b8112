import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/page/document-title';
import { GuestMenu } from './guest-menu';

interface MainMenuPageProps {
  /** Document title of an overlay shown above the menu (e.g. the privacy notice). */
  pageTitle?: string;
  /** Overlays rendered above the menu: /gdpr shows the privacy notice here. */
  children?: ReactNode;
}

/** `/`: the guest menu for now; the signed-in menu joins it with authentication. */
export function MainMenuPage({ pageTitle, children }: MainMenuPageProps) {
  return (
    <>
      <DocumentTitle page={pageTitle} />
      <GuestMenu />
      {children}
    </>
  );
}
