/** Transient messages ("toasts") shown in a corner of the screen. */
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'info' | 'success' | 'warning' | 'danger';

export interface Toast {
  id: string;
  text: string;
  toastType: ToastType;
  /** Milliseconds before the toast dismisses itself; 0 keeps it until closed. */
  duration: number;
}

export interface ToastInput {
  text: string;
  toastType: ToastType;
  duration?: number;
  /** Skip the toast if an identical one (same text and type) is already showing. */
  noDuplicate?: boolean;
}

export const DEFAULT_TOAST_DURATION_MS = 8000;

export type MessageToastsState = Toast[];

const initialState: MessageToastsState = [];

export const messageToastsSlice = createSlice({
  name: 'messageToasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer: (state, action: PayloadAction<Toast & { noDuplicate: boolean }>) => {
        const { noDuplicate, ...toast } = action.payload;
        if (
          noDuplicate &&
          state.some((t) => t.text === toast.text && t.toastType === toast.toastType)
        )
          return;
        state.push(toast);
      },
      prepare: (input: ToastInput) => ({
        payload: {
          id: nanoid(),
          text: input.text,
          toastType: input.toastType,
          duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
          noDuplicate: input.noDuplicate ?? false,
        },
      }),
    },
    toastRemoved: (state, action: PayloadAction<string>) =>
      state.filter((toast) => toast.id !== action.payload),
  },
});

export const { toastAdded, toastRemoved } = messageToastsSlice.actions;

export const successToastAdded = (text: string) => toastAdded({ text, toastType: 'success' });
export const infoToastAdded = (text: string) => toastAdded({ text, toastType: 'info' });
export const warningToastAdded = (text: string) => toastAdded({ text, toastType: 'warning' });
export const dangerToastAdded = (text: string) => toastAdded({ text, toastType: 'danger' });

export function selectToasts(state: { messageToasts: MessageToastsState }): MessageToastsState {
  return state.messageToasts;
}
