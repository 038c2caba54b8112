import { Toaster } from 'react-hot-toast';
import { ToastCard } from './toast-card';
import { TOAST_GUTTER_PX, TOAST_OPTIONS } from './toast-options';

/** The library's container fills the region around it, which app-toaster.css places (and each page may move). */
const FILL_REGION = { position: 'absolute', top: 0, right: 0, bottom: 0, left: 0 } as const;

/** The toasts standing, in the app's look, inside the toaster's region: fetched by ./app-toaster.tsx. */
export function ToasterView({ closeLabel }: { closeLabel: string }) {
  return (
    <Toaster
      position="bottom-center"
      gutter={TOAST_GUTTER_PX}
      toastOptions={TOAST_OPTIONS}
      containerStyle={FILL_REGION}
    >
      {(shown) => <ToastCard key={shown.createdAt} toast={shown} closeLabel={closeLabel} />}
    </Toaster>
  );
}
