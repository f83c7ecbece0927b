import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isImageType, MAX_IMAGE_BYTES } from '@plano/core';
import { AppError, badRequest } from '../../../platform/http/errors.ts';
import type { SiteImageStore, UploadCheck } from './site-image-store.ts';
import { imageTypeOf, TOO_LARGE, UPLOAD_URL_SECONDS, VIEW_URL_SECONDS } from './site-images.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
  timeoutMs: number;
  attempts: number;
  /** Told what failed (operation, HTTP status, S3's error code), for the operator: never a credential. */
  onFailure?: (failure: { operation: string; status?: number; code: string }) => void;
}

const HOUR_MS = 3_600_000;

/** Any answer of the storage other than "no such object": the client learns only that it failed. */
const unreachable = () =>
  new AppError(502, 'storage_unavailable', 'The image storage could not be reached, try again');

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const codeOf = (error: unknown) => (error instanceof Error ? error.name : 'Unknown');

/**
 * Site images in an S3-compatible bucket. The browser PUTs straight to a presigned URL whose
 * signature covers the content type and the exact length, so S3 itself refuses another size or type
 * (S3 has no "images only" rule, hence the check of the first bytes before a site points at a key).
 * The SDK keeps no logger, so the secret key never reaches a log; the URLs carry only the key id.
 */
export function s3ImageStore(settings: S3Settings): SiteImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: settings.attempts,
    requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
    // Newer SDKs add CRC32 checksum parameters to every PutObject, which a presigned URL would then
    // demand of the browser's body; only send checksums where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const viewUrl = (key: string) =>
    getSignedUrl(
      client,
      new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: 'private, max-age=3600' }),
      // Signed as of the start of the hour, so a page shows the same URLs (and the browser cache
      // holds) for the hour; still valid at least 23 hours from now.
      { expiresIn: VIEW_URL_SECONDS, signingDate: new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS) },
    );

  /** Best effort: a refused upload should not linger in the bucket, but failing to delete changes no answer. */
  const discard = (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});

  /** A failed HEAD/GET: "no such object" is an answer; anything else is reported and answers 502. */
  const missingOrFail = (operation: string, error: unknown): UploadCheck => {
    const status = statusOf(error);
    if (status === 404) return { state: 'missing' };
    settings.onFailure?.({ operation, status, code: codeOf(error) });
    throw unreachable();
  };

  const refuse = async (key: string, reason: string): Promise<UploadCheck> => {
    await discard(key);
    return { state: 'refused', reason };
  };

  return {
    // Read off a real presigned URL, so path style, virtual hosts and custom endpoints all come out right.
    browserOrigin: async () => new URL(await viewUrl('site_maps/origin')).origin,
    viewUrl,
    uploadUrl: async (key, file) => {
      if (!file.size) throw badRequest('file_size is Required', { file_size: 'file_size is Required' });
      return getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: file.type, ContentLength: file.size }),
        { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    },
    checkUpload: async (key) => {
      let head: { ContentLength?: number; ContentType?: string };
      try {
        head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        return missingOrFail('HeadObject', error);
      }
      if ((head.ContentLength ?? 0) > MAX_IMAGE_BYTES) return refuse(key, TOO_LARGE);
      if (!isImageType(head.ContentType ?? '')) return refuse(key, 'not an image');
      let bytes: Uint8Array;
      try {
        const first = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-15' }));
        bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        return missingOrFail('GetObject', error);
      }
      return imageTypeOf(Buffer.from(bytes)) ? { state: 'image' } : refuse(key, 'not an image');
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
      } catch (error) {
        if (statusOf(error) === 404) return null;
        settings.onFailure?.({ operation: 'GetObject', status: statusOf(error), code: codeOf(error) });
        throw unreachable();
      }
    },
  };
}
