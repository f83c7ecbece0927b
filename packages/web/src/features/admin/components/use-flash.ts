import { useEffect, useState } from 'react';

/** True for `ms` after `flash()`: the admin panel's buttons read 'User Added' for 3 seconds (SPEC §2). */
export function useFlash(ms = 3000): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, () => setOn(true)];
}
