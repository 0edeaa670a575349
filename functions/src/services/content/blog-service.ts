import { blogFamily } from '@switchboard/shared';
import { accounts } from '../account/accounts';
import { contentService } from './content-kind';

/** Blog posts: createdOn is when it was posted; an empty author is the name of who posts it. */
export const blogs = contentService(blogFamily, {
  async derive(input, principal, current) {
    const user = input.author ? undefined : await accounts.byEmail(principal.email);
    return {
      createdOn: current?.createdOn ?? new Date().toISOString(),
      author: input.author || (user ? `${user.FirstName} ${user.LastName}` : principal.email),
    };
  },
});
