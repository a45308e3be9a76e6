import { useMemo } from 'react';
import type { StudioImage } from '@streams/studio';

const CHUNK = 0x8000;

/**
 * The picked image as a data URL for the preview: it never leaves the browser, and there is no
 * object URL to revoke (a StrictMode remount would revoke one still shown). Its type is what its
 * bytes are (checked when picked), so nothing else can be smuggled in.
 */
export const useImagePreview = (image: StudioImage | undefined): string | undefined =>
  useMemo(() => {
    if (!image) return undefined;
    let binary = '';
    for (let at = 0; at < image.bytes.length; at += CHUNK) binary += String.fromCharCode(...image.bytes.subarray(at, at + CHUNK));
    return `data:${image.type};base64,${btoa(binary)}`;
  }, [image]);
