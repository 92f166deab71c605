import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathOf } from '../../routes/paths.ts';
import { askContracts } from '../../state/agentPrompt.ts';
import { sessionState } from '../../state/session.ts';

/**
 * Home's contract prompt (spec sections 2 and 4): for a logged-in account that may hold contracts, asks about each
 * pending request with Cancel and Go; Go opens the matching contract screen. Renders nothing itself (the dialog
 * stack shows the confirm).
 */
export default function ContractPrompt() {
  const navigate = useNavigate();
  const info = useSnapshot(sessionState).info;
  const token = info?.token ?? null;
  const type = info?.type ?? null;
  useEffect(() => {
    if (token === null || type === null) return;
    // The player chose Go in the dialog: it opens even if home was left meanwhile.
    void askContracts(token, type).then((route) => {
      if (route) navigate(pathOf(route));
    });
  }, [token, type, navigate]);
  return null;
}
