import { ApiError } from '@/lib/api/errors';
import { submitOutcome, type SubmitOutcome } from '@/lib/domain/checkout/submit-outcome';

/** A POST orders that failed, as step 4 reacts to it. */
export type SubmitFailureReading = {
  /** The API answered: a refusal, which stored nothing (else no answer came, and the order may exist). */
  answered: boolean;
  outcome: SubmitOutcome;
  /** The API's own words, when they say more than the catalogue's (4007 names the products). */
  detail?: string;
};

const firstError = (error: ApiError) => Object.values(error.errors ?? {}).flat()[0];

/** The activity a 4010–4014 refusal names (error_activity_id), when it names one. */
function activityIdOf(error: ApiError): number | undefined {
  const id = Number(error.body.error_activity_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** What step 4 makes of a failed POST orders: anything but an ApiError is no answer (lib/domain/checkout/submit-outcome.ts). */
export function readSubmitFailure(error: unknown): SubmitFailureReading {
  if (!(error instanceof ApiError)) return { answered: false, outcome: submitOutcome({ kind: 'no-answer' }) };
  const outcome = submitOutcome({
    kind: 'answer',
    status: error.status,
    status_from_backend: error.status_from_backend,
    message: error.message,
    error_activity_id: activityIdOf(error),
  });
  const detail = [firstError(error), error.message].find((text) => text && text !== outcome.message);
  return { answered: true, outcome, detail };
}
