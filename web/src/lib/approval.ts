import { APPROVAL_PATH } from '@dastarkhan/contract/counter-rules';
import { ApiError } from './api-client';

/**
 * A refusal that an admin's approval would lift: the server names `approval` among its errors (ADR 0142), and
 * the screen opens the approval dialog (components/ui/approval-dialog.tsx) to send the request again with one.
 */
export const asksForApproval = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && failure.errors.some((entry) => entry.path === APPROVAL_PATH);
