import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { uiState, type Dialog } from '../state/ui.ts';
import { Modal } from './Modal.tsx';
import { Msg } from './Msg.tsx';
import styles from './Hosts.module.css';

function DialogView({ dialog }: { dialog: Dialog }) {
  const msgId = useId();
  // A dialog with a single action is an alert; with a cancel it may be dismissed by Escape or the mask.
  const cancel = dialog.actions.find((a) => a.id === 'cancel');
  const dismiss = cancel
    ? () => dialog.resolve('cancel')
    : dialog.actions.length === 1
      ? () => dialog.resolve(dialog.actions[0]!.id)
      : undefined;
  return (
    <Modal
      role="alertdialog"
      title={dialog.title ? <Msg message={dialog.title} /> : undefined}
      labelledBy={dialog.title ? undefined : msgId}
      onClose={dismiss}
      closeOnMask={Boolean(cancel)}
      describedBy={dialog.title ? msgId : undefined}
    >
      <p id={msgId} className={styles.message}>
        <Msg message={dialog.message} />
      </p>
      <div className={styles.actions}>
        {dialog.actions.map((a) => (
          <button
            key={a.id}
            type="button"
            className={a.primary ? styles.primary : styles.secondary}
            onClick={() => dialog.resolve(a.id)}
            data-autofocus={a.primary ? '' : undefined}
          >
            <Msg message={a.label} />
          </button>
        ))}
      </div>
    </Modal>
  );
}

/** The stack of open dialogs; only the newest takes input (it is drawn last, on top). */
export default function DialogStack() {
  const { dialogs } = useSnapshot(uiState);
  return (
    <>
      {dialogs.map((d) => (
        <DialogView key={d.id} dialog={uiState.dialogs.find((x) => x.id === d.id) ?? (d as Dialog)} />
      ))}
    </>
  );
}
