/**
 * Checked by the type check (`tsc`), never run: a resource bound to the wrong Action, id parameter or
 * result shape does not compile. Each `@ts-expect-error` fails the type check if the mistake compiles.
 */
import { addressActions } from '../../src/domain/address';
import { cameraActions } from '../../src/domain/camera';
import { defineEntity } from '../../src/domain/resource';

defineEntity(addressActions, {
  // A correct binding compiles.
  addresses: { list: 'GetAddress', one: { action: 'GetAddress', idParam: 'Id' }, create: 'AddAddress' },
});

defineEntity(addressActions, {
  // @ts-expect-error an Action the entity does not have
  addresses: { list: 'GetAddresses' },
});

defineEntity(addressActions, {
  // @ts-expect-error AddAddress returns { id }, not a page
  addresses: { list: 'AddAddress' },
});

defineEntity(addressActions, {
  // @ts-expect-error EditAddress returns the record, not { id } as a create does
  addresses: { create: 'GetAddress' },
});

defineEntity(cameraActions, {
  // @ts-expect-error GetCameras takes CameraId, not Id
  cameras: { one: { action: 'GetCameras', idParam: 'Id' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error Search is a text parameter, but not an id
  cameras: { one: { action: 'GetCameras', idParam: 'Search' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error a form field must be sent as a parameter the Actions take
  cameras: { paramNames: { link: 'CameraUrl' } },
});

defineEntity(cameraActions, {
  // @ts-expect-error GetCameras returns a page, a delete nothing
  cameras: { delete: { action: 'GetCameras', idParam: 'CameraId' } },
});
