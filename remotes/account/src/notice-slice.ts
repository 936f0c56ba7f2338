import { createSlice, type PayloadAction, rootReducer, type RootState } from '@agency/shared-state';
import type { NoticeTone } from '@agency/ui/notice';

export interface Notice {
  text: string;
  tone: NoticeTone;
  /** The screen that shows it. */
  path: string;
}

/** A message for the next screen ('Logged in successfully!' on the profile, 'Unauthorized
 * access. Please log in again.' on /account). It lives in the store rather than in the history
 * entry because a route guard may redirect on its own (the session ending) and would drop
 * navigation state; and a reload must not show it again. */
const noticeSlice = createSlice({
  name: 'accountNotice',
  initialState: { notice: null as Notice | null },
  reducers: {
    noticeSent(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
    noticeTaken(state) {
      state.notice = null;
    },
  },
  selectors: {
    selectNotice: (state) => state.notice,
  },
});

/** Injected into the shared store the first time an account screen loads. */
export const accountNotice = noticeSlice.injectInto(rootReducer);
export const { noticeSent, noticeTaken } = accountNotice.actions;

type StateWithNotice = RootState & {
  accountNotice?: ReturnType<typeof noticeSlice.getInitialState>;
};

/** Typed for the shared store's state, which does not name lazily injected slices. */
export function selectNotice(state: RootState): Notice | null {
  return accountNotice.selectors.selectNotice(state as StateWithNotice);
}
