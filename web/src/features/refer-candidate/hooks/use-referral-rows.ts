import { useRef, useState } from 'react';
import type { ReferralRow } from '../model/referral-candidates.ts';

/** The refer modal's rows of name and mobile: one to start with, more added, any removed while another remains. */
export function useReferralRows() {
  const nextKey = useRef(2);
  const [rows, setRows] = useState<ReferralRow[]>([{ key: 1, name: '', mobile: '' }]);
  return {
    rows,
    update: (key: number, patch: Partial<ReferralRow>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    add: () => setRows((all) => [...all, { key: nextKey.current++, name: '', mobile: '' }]),
    remove: (key: number) => setRows((all) => all.filter((row) => row.key !== key)),
  };
}
