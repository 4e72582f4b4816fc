import { useEffect, useState } from 'react';
import { isToasterWanted, onToasterWanted } from './toast';
import { browserPart } from '@/lib/browser-part';

/** The toast stack's code (notistack, MUI): loaded with the first toast; /pstools' offline copy keeps its files too
 * (src/pages/pstools/index.tsx names this file's on-demand parts). */
const loadToaster = () => import('./toaster').then((m) => m.Toaster);

const NoToaster = () => null;

// A toast raised while the toaster's code cannot load (offline, a new deployment) is lost, but the page stays: the
// failure would otherwise reach the app's root and blank the page (seen on /pstools offline, a network-error toast).
const Toaster = browserPart(() => loadToaster().catch(() => NoToaster));

/** Mounts the toast stack (notistack) when the first toast is raised, so pages without toasts never load it. */
export function ToastHost() {
  const [wanted, setWanted] = useState(isToasterWanted);
  useEffect(() => {
    if (isToasterWanted()) setWanted(true);
    return onToasterWanted(() => setWanted(true));
  }, []);
  return wanted ? <Toaster /> : null;
}
