import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import type { Role } from '#common/auth/roles.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';

export interface ProfileSettings {
  secEmail: string;
  githubLink: string;
  canContact: boolean;
  newsletter: boolean;
}

/** Refusals are shown next to their fields, so no error toast. */
const formCall = { skipErrorToast: true } as const;

/**
 * Saves the profile settings of spec 02 §7 with the call of the caller's role (PUT
 * /student|professor|visitor/profile), then a student's GitHub link when it changed. Answers
 * the updated own profile.
 */
export async function saveProfileSettings(
  http: ServiceClients,
  role: Role,
  settings: ProfileSettings,
  previousGithubLink: string | null,
): Promise<OwnProfile> {
  let profile: OwnProfile;
  if (role === 'student') {
    profile = await request(
      http,
      profileEndpoints.updateStudentSettings,
      {
        body: {
          sec_email: settings.secEmail,
          can_contact: settings.canContact,
          newsletter: settings.newsletter,
        },
      },
      formCall,
    );
    if (settings.githubLink.trim() !== (previousGithubLink ?? '')) {
      profile = await request(
        http,
        profileEndpoints.updateGithubLink,
        { body: { github_link: settings.githubLink } },
        formCall,
      );
    }
  } else if (role === 'professor') {
    profile = await request(
      http,
      profileEndpoints.updateProfessorSettings,
      { body: { sec_email: settings.secEmail, newsletter: settings.newsletter } },
      formCall,
    );
  } else {
    profile = await request(
      http,
      profileEndpoints.updateVisitorSettings,
      { body: { sec_email: settings.secEmail } },
      formCall,
    );
  }
  return profile;
}
