export type StorageLocation =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      bucket: string;
      prefix: string;
      region: string;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export function parseStorageUrl(value: string | undefined, dir: string): StorageLocation;
export function storageUrlProblem(value: string | undefined): string | null;
