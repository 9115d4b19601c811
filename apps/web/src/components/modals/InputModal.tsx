/**
 * An open dialog holding what the user is typing: a click outside it does not close it, so a
 * stray click never throws the input away (Cancel, the close icon and Escape still do).
 */
import { Modal } from 'antd';
import type { ModalProps } from 'antd';

/** Open unless `open` says otherwise (dialogs mounted only while shown leave it out). */
export function InputModal(props: Omit<ModalProps, 'mask'>) {
  return <Modal open mask={{ closable: false }} {...props} />;
}
