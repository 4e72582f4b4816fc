import { useEffect, useState } from 'react';
import { isToasterWanted, onToasterWanted } from './toast';
import { browserPart } from '@/lib/browser-part';

const Toaster = browserPart(() => import('./toaster').then((m) => m.Toaster));

/** Mounts the toast stack (notistack) when the first toast is raised, so pages without toasts never load it. */
export function ToastHost() {
  const [wanted, setWanted] = useState(isToasterWanted);
  useEffect(() => {
    if (isToasterWanted()) setWanted(true);
    return onToasterWanted(() => setWanted(true));
  }, []);
  return wanted ? <Toaster /> : null;
}
