import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { isToasterWanted, onToasterWanted } from './toast';

const Toaster = dynamic(() => import('./toaster').then((m) => m.Toaster), { ssr: false });

/** Mounts the toast stack (notistack) when the first toast is raised, so pages without toasts never load it. */
export function ToastHost() {
  const [wanted, setWanted] = useState(isToasterWanted);
  useEffect(() => {
    if (isToasterWanted()) setWanted(true);
    return onToasterWanted(() => setWanted(true));
  }, []);
  return wanted ? <Toaster /> : null;
}
