import { StaffSignOut as StaffSignOut_b91610e9a539974af7c8bfc32292aeb0 } from '../../../../cms/admin/staff-links'
import { StaffAreaLinks as StaffAreaLinks_b91610e9a539974af7c8bfc32292aeb0 } from '../../../../cms/admin/staff-links'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/staff-links#StaffSignOut": StaffSignOut_b91610e9a539974af7c8bfc32292aeb0,
  "/cms/admin/staff-links#StaffAreaLinks": StaffAreaLinks_b91610e9a539974af7c8bfc32292aeb0,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
