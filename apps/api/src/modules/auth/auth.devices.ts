import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** A device stays known for half a year after its last successful sign-in. */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** The HttpOnly cookie that carries the known-device token; sent only to the sign-in route. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const ISSUER = 'photo-site';
const AUDIENCE = 'known-device';

export interface KnownDevice {
  /** The admin who signed in on this device. */
  adminId: string;
  /** Random, per device: the device's own failure counter is kept under it. */
  deviceId: string;
}

/**
 * Known-device tokens (ADR 015): after a successful sign-in the browser gets a signed token naming
 * the admin and a random device id. At sign-in a valid one for the same admin exempts the device
 * from the account-wide lock (it counts its failures on its own), so failed guesses from elsewhere
 * cannot keep the owner out of a browser they used before. HS256 under a key of its own derived
 * from SECRET_KEY: a session token is never a device token and the other way round.
 */
export function createDeviceTokens({ secretKey, clock }: { secretKey: string; clock: () => Date }) {
  const key = new TextEncoder().encode(`known-device:${secretKey}`);
  return {
    /** A token for `adminId`'s device: the same device id again when renewing, a new one otherwise. */
    sign(adminId: string, deviceId: string = randomBytes(16).toString('base64url')): Promise<string> {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ device: deviceId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(adminId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + KNOWN_DEVICE_LIFETIME_SECONDS)
        .sign(key);
    },

    /** The device of a well-formed, correctly signed, unexpired token; null for anything else. */
    async verify(token: string | undefined): Promise<KnownDevice | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: clock(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.device !== 'string' || payload.device === '') return null;
        return { adminId: payload.sub, deviceId: payload.device };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
