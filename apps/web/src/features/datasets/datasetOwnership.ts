/** Why a non-owner cannot edit a dataset (Superset's words, also the server's 403 message). */
export const DATASET_OWNER_REQUIRED =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

/** Why Save is disabled on a dataset managed by an external tool. */
export const DATASET_MANAGED_EXTERNALLY =
  "This dataset is managed externally, and can't be edited in Panorama";
