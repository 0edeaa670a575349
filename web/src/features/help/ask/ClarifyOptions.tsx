import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ClarifyOption } from '@switchboard/shared';

/** A clarification's entries, one button each: choosing one answers the question with that entry. */
export function ClarifyOptions({
  options,
  onChoose,
}: {
  options: ClarifyOption[];
  onChoose: (option: ClarifyOption) => void;
}) {
  return (
    <div role="group" aria-label="Did you mean">
      <SpaceBetween size="xs" direction="horizontal">
        {options.map((option) => (
          <Button key={option.HelpID} onClick={() => onChoose(option)}>
            {option.Question}
          </Button>
        ))}
      </SpaceBetween>
    </div>
  );
}
