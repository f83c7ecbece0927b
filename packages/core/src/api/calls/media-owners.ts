import { defineCalls } from '../call.ts';
import {
  addedMediaOwnerDto,
  addMediaOwnerBody,
  editMediaOwnerEmailBody,
  editMediaOwnerPhoneBody,
  fetchMediaOwnersBody,
  mediaOwnerChoicesDto,
  mediaOwnerResultDto,
  mediaOwnersDto,
  searchMediaOwnersBody,
} from '../media-owners.ts';

/** Vendor management (SPEC §6): the platform team's list of media owners. */
export const mediaOwnerCalls = defineCalls({
  '/fetch_all_media_owners': { body: fetchMediaOwnersBody, response: { 200: mediaOwnersDto } },
  '/search_media_owners': { body: searchMediaOwnersBody, response: { 200: mediaOwnerChoicesDto } },
  '/add_proper_media_owner': { body: addMediaOwnerBody, response: { 200: addedMediaOwnerDto } },
  '/edit_media_owner_phone': { body: editMediaOwnerPhoneBody, response: { 200: mediaOwnerResultDto } },
  '/add_proper_media_owner3': { body: editMediaOwnerEmailBody, response: { 200: mediaOwnerResultDto } },
});
