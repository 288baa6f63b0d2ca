import { Button, Card, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContentPage } from '@/components/ui/content-page';
import { searchSite } from '../utils/site-index';
import { counted } from '@/lib/marketplace-format';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [value, setValue] = useState(query);
  const results = searchSite(query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(value.trim() ? { q: value.trim() } : {});
  };

  return (
    <ContentPage title="Search" lead="Search Oneway’s help pages, guidelines and policies." path="/search">
      <form onSubmit={onSubmit} role="search" aria-label="Search the site">
        <HStack>
          <Input
            aria-label="Search"
            name="q"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="e.g. prohibited items, refund, relay point"
          />
          <Button type="submit" colorPalette="teal">
            Search
          </Button>
        </HStack>
      </form>
      {query && (
        <Stack gap="3" aria-live="polite">
          <Text color="fg.muted">
            {results.length === 0
              ? `No pages match “${query}”. Try fewer or different words, or contact our support team.`
              : `${counted(results.length, 'result')} for “${query}”`}
          </Text>
          {results.map((page) => (
            <Card.Root key={page.path} size="sm">
              <Card.Body>
                <Link asChild fontWeight="semibold" color="teal.700">
                  <RouterLink to={page.path}>{page.title}</RouterLink>
                </Link>
                <Text color="fg.muted">{page.description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </ContentPage>
  );
}
